import { record } from "./log";
import { shared } from "./shared";
record("left");
export const leftValue = shared * 2;
