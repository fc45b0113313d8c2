import { Status, Priority, LABELS, DEFAULT_PRIORITY } from "./status";
import * as s from "./status";
interface Account {
  id: number;
  status: Status;
  priority: Priority;
}
const accounts: Account[] = [
  { id: 1, status: Status.Active, priority: Priority.High },
  { id: 2, status: Status.Closed, priority: DEFAULT_PRIORITY },
  { id: 3, status: Status.Suspended, priority: Priority.Low },
];
for (const account of accounts) {
  console.log(account.id, account.status, LABELS[account.status], account.priority, Priority[account.priority]);
}
console.log(accounts.filter((a) => a.status !== Status.Closed).length, s.DEFAULT_PRIORITY, s.LABELS["closed"]);
