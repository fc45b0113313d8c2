const names = ["alpha", "beta", "gamma"];
export default names.map((name, index) => `${index}:${name}`);
