import { leftValue } from "./left";
import { rightValue } from "./right";
import { events, record } from "./log";
record("main");
console.log(leftValue, rightValue);
console.log(events.join(" -> "));
