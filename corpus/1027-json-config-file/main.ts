import { loadConfig, Owner } from "./config";
import { join } from "node:path";

const config = loadConfig(join(".", "config.json"));
const [major, minor, patch] = config.version.split(".").map(Number);
console.log(`${config.name} v${major}.${minor + 1}.${patch}`);
const scheme = config.server.tls ? "https" : "http";
console.log(`${scheme}://${config.server.host}:${config.server.port}/`);
console.log(config.timeout ?? 30, config.comment);
for (const [key, value] of Object.entries(config.limits)) console.log(key, value * 2);
const contacts = config.owners.map((owner: Owner) => owner.email ?? `${owner.name.toLowerCase()}@fallback`);
console.log(contacts, config.features.includes("beta-ui"));
console.log(config);
