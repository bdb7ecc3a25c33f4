import type { RouteDefinition } from '../lib/route-table';
import type { ProxyHandler } from './gateway';

const cache = new Map<string, Promise<ProxyHandler>>();

/** Imports functions/<id>.ts, as the Lambda of that route would, once per route id. */
export function loadRouteHandler(route: RouteDefinition): Promise<ProxyHandler> {
  let loaded = cache.get(route.id);
  if (!loaded) {
    loaded = import(`../functions/${route.id}.ts`).then((m: { handler?: ProxyHandler }) => {
      if (typeof m.handler !== 'function') throw new Error(`functions/${route.id}.ts does not export a handler`);
      return m.handler;
    });
    cache.set(route.id, loaded);
  }
  return loaded;
}
