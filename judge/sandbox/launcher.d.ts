/** C sources imported as text (bundled into the single binary). */
declare module '*.c' {
  const source: string;
  export default source;
}
