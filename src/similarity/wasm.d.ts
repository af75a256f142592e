/** Grammar files are embedded into the executable (`with { type: 'file' }`) and read as paths. */
declare module '*.wasm' {
  const path: string;
  export default path;
}
