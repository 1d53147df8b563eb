/**
 * A kind's behaviour for visitors as a few lines of inline script (no framework on content pages): the
 * first block of the kind on a page runs it, once, when the document has been read, for every block of
 * the kind. Builder previews are inert and never run it.
 */
export function BlockScript({ name, code }: { name: string; code: string }) {
  const flag = `__block_${name.replace(/[^a-z0-9]/gi, '_')}`;
  const once = `(function(){if(window.${flag})return;window.${flag}=1;var run=function(){${code}};if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',run);else run()})();`;
  // The code is ours (constants of each kind), never the owner's; '</' cannot end the element early.
  return <script dangerouslySetInnerHTML={{ __html: once.replace(/<\//g, '<\\/') }} />;
}
