import type { ComponentType } from 'react';
import { ISLANDS, type IslandName, type IslandProps } from './registry';

/** Marks a server-rendered component for hydration: its name and props travel in data attributes. */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  // Each name is paired with its own props by the signature; the lookup itself cannot say so.
  const Component = ISLANDS[name] as unknown as ComponentType<Record<string, unknown>>;
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...(props as unknown as Record<string, unknown>)} />
    </div>
  );
}
