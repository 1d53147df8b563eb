/** A stylesheet imported as text (Vite's ?inline), to be put on the page only when it is needed. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
