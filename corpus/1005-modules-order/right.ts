import { shared } from "./shared";
import { record } from "./log";
record("right");
export const rightValue = shared * 3;
