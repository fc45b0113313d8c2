break;
function f(): void {
  continue;
}
inner: {
  continue inner;
}
while (true) {
  break missing;
}
