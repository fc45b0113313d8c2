export interface Entry {
  time: string;
  method: string;
  path: string;
  status: number;
  bytes: number;
  millis: number;
}

export interface Parsed {
  entries: Entry[];
  rejected: number[];
}

export function parseLog(text: string): Parsed {
  const entries: Entry[] = [];
  const rejected: number[] = [];
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    const fields = line.split(" ");
    const status = Number(fields[3]);
    if (fields.length !== 6 || Number.isNaN(status)) {
      rejected.push(index + 1);
      return;
    }
    entries.push({
      time: fields[0],
      method: fields[1],
      path: fields[2],
      status,
      bytes: Number(fields[4]),
      millis: Number(fields[5]),
    });
  });
  return { entries, rejected };
}
