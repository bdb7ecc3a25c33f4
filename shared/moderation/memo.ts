/**
 * The value `compute(key)` gives, kept in `map`: the classifier's stages keep what they work out about a word,
 * because the same words recur from message to message. Bounded: when the map holds `limit` entries it is emptied
 * before the new one goes in, which changes no answer (the value is worked out again when next asked for).
 */
export function memo<K, V>(map: Map<K, V>, limit: number, key: K, compute: (key: K) => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = compute(key);
    if (map.size >= limit) map.clear();
    map.set(key, value);
  }
  return value;
}
