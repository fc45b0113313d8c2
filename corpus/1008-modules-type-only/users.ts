import type { User, Role } from "./types";
console.log("users.ts evaluated");
export function hasRole(user: User, role: Role): boolean {
  return user.roles.includes(role);
}
export function byName(users: User[]): Record<string, User> {
  const result: Record<string, User> = {};
  for (const user of users) result[user.name] = user;
  return result;
}
