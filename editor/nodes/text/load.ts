import { useEffect, useState } from 'react';

type TextEditorModule = typeof import('./TextEditor');

let loaded: TextEditorModule | null = null;
let loading: Promise<TextEditorModule> | null = null;

/**
 * Lexical stays out of the builder's first script: its chunk is fetched once the builder is idle (or
 * when a text is first edited), and then mounted without Suspense, whose reveal React holds back.
 */
export function loadTextEditor(): Promise<TextEditorModule> {
  loading ??= import('./TextEditor').then((m) => (loaded = m));
  return loading;
}

/** The editor module, once loaded; asks for it when `wanted`. */
export function useTextEditorModule(wanted: boolean): TextEditorModule | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module || !wanted) return;
    let live = true;
    void loadTextEditor().then((m) => live && setModule(m));
    return () => {
      live = false;
    };
  }, [module, wanted]);
  return module;
}
