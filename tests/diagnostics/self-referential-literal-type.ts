// A factory whose method returns `this`: the type names itself, and the
// message shows it once (this used to overflow the compiler's stack).
function makeAccount(owner: string) {
  return {
    owner,
    balance: 0,
    deposit(amount: number) {
      this.balance += amount;
      return this;
    },
  };
}
const account = makeAccount("ann");
account.deposit(10).deposat(5);
