import { User, Lookup } from "./types";
import { hasRole, byName } from "./users";
const users: User[] = [
  { id: 1, name: "ada", roles: ["admin", "editor"] },
  { id: 2, name: "bob", roles: ["viewer"] },
];
console.log(users.map((u) => `${u.name}:${hasRole(u, "editor")}`).join(" "));
const index: Lookup<User> = byName(users);
console.log(Object.keys(index), index["bob"].id);
