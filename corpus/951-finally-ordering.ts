// finally runs on every way out: normal exit, return, break, continue, throw.
const log: string[] = [];

function normal(): void {
  try {
    log.push("try");
  } finally {
    log.push("finally");
  }
  log.push("after");
}
normal();
console.log(log.join(" > "));
log.length = 0;

function early(flag: boolean): string {
  try {
    if (flag) return "early";
    log.push("body");
  } finally {
    log.push("cleanup");
  }
  return "late";
}
console.log(early(true), early(false), log.join(" > "));
log.length = 0;

for (let i = 0; i < 5; i++) {
  try {
    if (i === 1) continue;
    if (i === 3) break;
    log.push(`body${i}`);
  } finally {
    log.push(`fin${i}`);
  }
}
console.log(log.join(" > "));
log.length = 0;

function overriding(): number {
  try {
    return 1;
  } finally {
    log.push("override");
  }
}
console.log(overriding(), log.join(" > "));
log.length = 0;

function nested(): string {
  try {
    try {
      try {
        throw new Error("deep");
      } finally {
        log.push("f1");
      }
    } finally {
      log.push("f2");
    }
  } catch (e) {
    log.push("caught " + (e as Error).message);
    return "handled";
  } finally {
    log.push("f3");
  }
}
console.log(nested(), log.join(" > "));
log.length = 0;

function finallyReturns(): string {
  try {
    throw new Error("lost");
  } finally {
    // A return in finally discards the exception.
    // eslint-disable-next-line no-unsafe-finally
    return "finally wins";
  }
}
console.log(finallyReturns());

outer: for (let i = 0; i < 3; i++) {
  for (let j = 0; j < 3; j++) {
    try {
      if (j === 1) continue outer;
      log.push(`${i}${j}`);
    } finally {
      log.push("f");
    }
  }
}
console.log(log.join(","));
