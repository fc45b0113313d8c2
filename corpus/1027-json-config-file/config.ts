import { readFileSync } from "node:fs";

export interface Owner {
  name: string;
  email: string | null;
}
export interface Config {
  name: string;
  version: string;
  server: { host: string; port: number; tls: boolean };
  limits: Record<string, number>;
  features: string[];
  owners: Owner[];
  comment?: string;
  timeout?: number;
}

export function loadConfig(file: string): Config {
  return JSON.parse(readFileSync(file, "utf8")) as Config;
}
