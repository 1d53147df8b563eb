/**
 * `npm start`: the server as it runs for visitors. React's development build checks every element it
 * renders and costs about twice the time of its production build on every server-rendered page, so it
 * is used only when NODE_ENV asks for it (`npm run dev`). Set before React is first imported.
 */
process.env.NODE_ENV ??= 'production';
await import('./main');

export {};
