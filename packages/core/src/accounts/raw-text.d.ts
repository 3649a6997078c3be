// Vite (and so vitest) imports a file's text with `?raw`: the tests read the pinned source list this way.
declare module '*?raw' {
  const text: string;
  export default text;
}
