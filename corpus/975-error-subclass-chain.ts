// A hierarchy of error classes, caught at the level that handles them.
class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
    this.name = "HttpError";
  }
  isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}
class NotFoundError extends HttpError {
  constructor(path: string) {
    super(404, `${path} not found`);
    this.name = "NotFoundError";
  }
}
class ForbiddenError extends HttpError {
  constructor(public user: string) {
    super(403, `${user} may not do that`);
    this.name = "ForbiddenError";
  }
}
class ServerError extends HttpError {
  constructor() {
    super(500, "internal error");
  }
}

function handle(path: string, user: string): string {
  if (path === "/admin" && user !== "root") throw new ForbiddenError(user);
  if (path.startsWith("/missing")) throw new NotFoundError(path);
  if (path === "/crash") throw new ServerError();
  return `200 ${path}`;
}

const requests: [string, string][] = [
  ["/", "ann"], ["/admin", "ann"], ["/admin", "root"], ["/missing/x", "bob"], ["/crash", "bob"],
];
for (const [path, user] of requests) {
  try {
    console.log(handle(path, user));
  } catch (e) {
    if (e instanceof ForbiddenError) console.log(e.status, e.name, e.user);
    else if (e instanceof NotFoundError) console.log(e.status, e.message);
    else if (e instanceof HttpError) console.log(e.status, e.name, e.isClientError());
    else throw e;
  }
}
