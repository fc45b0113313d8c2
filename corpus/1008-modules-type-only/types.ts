// Only types: TypeScript erases every import of this module, so it is
// never evaluated and this line never prints.
console.log("types.ts evaluated");
export interface User {
  id: number;
  name: string;
  roles: Role[];
}
export type Role = "admin" | "editor" | "viewer";
export type Lookup<T> = { [key: string]: T };
