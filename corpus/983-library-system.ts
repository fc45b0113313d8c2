// A library system: classes, maps, sets, errors and reports together.
class Book {
  constructor(readonly isbn: string, readonly title: string, readonly author: string, readonly year: number) {}
}
class Member {
  readonly loans = new Set<string>();
  constructor(readonly id: number, readonly name: string, readonly limit = 2) {}
}
class LibraryError extends Error {
  constructor(message: string, readonly code: "NOT_FOUND" | "LIMIT" | "TAKEN") {
    super(message);
    this.name = "LibraryError";
  }
}
class Library {
  private books = new Map<string, Book>();
  private members = new Map<number, Member>();
  private borrowed = new Map<string, number>();
  addBook(book: Book): void { this.books.set(book.isbn, book); }
  join(member: Member): void { this.members.set(member.id, member); }
  lend(isbn: string, memberId: number): void {
    const book = this.books.get(isbn);
    const member = this.members.get(memberId);
    if (!book || !member) throw new LibraryError(`unknown book or member (${isbn}, ${memberId})`, "NOT_FOUND");
    if (this.borrowed.has(isbn)) throw new LibraryError(`${book.title} is out`, "TAKEN");
    if (member.loans.size >= member.limit) throw new LibraryError(`${member.name} reached ${member.limit}`, "LIMIT");
    this.borrowed.set(isbn, memberId);
    member.loans.add(isbn);
  }
  giveBack(isbn: string): void {
    const memberId = this.borrowed.get(isbn);
    if (memberId === undefined) return;
    this.members.get(memberId)?.loans.delete(isbn);
    this.borrowed.delete(isbn);
  }
  report(): string[] {
    return [...this.books.values()]
      .sort((a, b) => a.year - b.year)
      .map((b) => {
        const who = this.borrowed.get(b.isbn);
        const holder = who === undefined ? "available" : `with ${this.members.get(who)!.name}`;
        return `${b.year} ${b.title.padEnd(22)} ${holder}`;
      });
  }
}
const lib = new Library();
lib.addBook(new Book("1", "Dune", "Herbert", 1965));
lib.addBook(new Book("2", "Neuromancer", "Gibson", 1984));
lib.addBook(new Book("3", "The Left Hand of Darkness", "Le Guin", 1969));
lib.join(new Member(1, "ann"));
lib.join(new Member(2, "bob", 1));
const attempts: [string, number][] = [["1", 1], ["2", 2], ["3", 2], ["1", 2], ["9", 1], ["3", 1]];
for (const [isbn, id] of attempts) {
  try {
    lib.lend(isbn, id);
    console.log(`lent ${isbn} to ${id}`);
  } catch (e) {
    if (e instanceof LibraryError) console.log(`${e.code}: ${e.message}`);
    else throw e;
  }
}
lib.giveBack("1");
console.log(lib.report().join("\n"));
