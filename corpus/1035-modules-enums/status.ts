export enum Status {
  Active = "active",
  Suspended = "suspended",
  Closed = "closed",
}
export enum Priority {
  Low,
  Medium,
  High = 10,
}
export const LABELS: Record<string, string> = {
  active: "Active account",
  suspended: "Temporarily suspended",
  closed: "Closed for good",
};
export const DEFAULT_PRIORITY = Priority.Medium;
