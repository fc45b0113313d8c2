import { record } from "./log";
record("shared");
export const shared = 7;
