// Sorting arrays of objects by several keys; stability keeps equal items in
// their original order.
interface Player { name: string; team: string; score: number }
const players: Player[] = [
  { name: "ann", team: "red", score: 30 },
  { name: "bob", team: "blue", score: 25 },
  { name: "cy", team: "red", score: 25 },
  { name: "dee", team: "blue", score: 30 },
  { name: "eve", team: "green", score: 25 },
  { name: "fay", team: "red", score: 10 },
];
const byScore = [...players].sort((a, b) => b.score - a.score);
console.log(byScore.map((p) => `${p.name}:${p.score}`).join(" "));
const byTeamThenName = players.toSorted((a, b) => a.team.localeCompare(b.team) || a.name.localeCompare(b.name));
console.log(byTeamThenName.map((p) => `${p.team}/${p.name}`).join(" "));
const names = players.map((p) => p.name).sort((a, b) => b.localeCompare(a));
console.log(names);
const grouped = new Map<string, Player[]>();
for (const p of players) {
  const list = grouped.get(p.team) ?? [];
  list.push(p);
  grouped.set(p.team, list);
}
for (const [team, members] of [...grouped.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
  const total = members.reduce((sum, m) => sum + m.score, 0);
  console.log(team, members.length, total);
}
console.log(players[0] === byScore[0], players.length);
