// switch over strings, including computed ones.
function command(input: string): string {
  switch (input.trim().toLowerCase()) {
    case "start":
    case "go":
      return "starting";
    case "stop":
      return "stopping";
    case "":
      return "empty";
    case "st" + "atus":
      return "all good";
    default:
      return `unknown command '${input}'`;
  }
}
console.log(command(" START "), command("go"), command("Stop"), command("   "), command("status"), command("jump"));
