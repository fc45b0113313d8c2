function broken(a: number {
  return a +;
}
