// Start-up of a program that reads and parses a 100 KB JSON configuration
// (written once to the temporary directory and reused).
const benchStarted = performance.now();
import * as fs from "fs";

interface Route {
  path: string;
  methods: string[];
  timeout: number;
  auth: boolean;
}
interface Config {
  name: string;
  version: string;
  routes: Route[];
  limits: Record<string, number>;
}
const file = "/tmp/scriptc-bench-config.json";
if (!fs.existsSync(file)) {
  const routes: Route[] = [];
  for (let i = 0; i < 680; i++) {
    routes.push({ path: `/service/${i}/endpoint`, methods: i % 2 === 0 ? ["GET", "POST"] : ["GET"], timeout: 1000 + i, auth: i % 3 === 0 });
  }
  const limits: Record<string, number> = {};
  for (let i = 0; i < 200; i++) limits[`limit_${i}`] = i * 10;
  fs.writeFileSync(file, JSON.stringify({ name: "service", version: "1.0.0", routes, limits }, null, 2));
}
const config = JSON.parse(fs.readFileSync(file, "utf8")) as Config;
const authenticated = config.routes.filter((route) => route.auth).length;
console.log(config.name, config.version, config.routes.length, authenticated, config.limits["limit_42"]);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
