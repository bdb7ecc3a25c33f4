/** Message text limits shared by sends and templates. */
export const MAX_BODY_CHARACTERS = 1600;

/** Characters as a phone counts them: code points, so an emoji is one, not two UTF-16 units. */
export const codePoints = (s: string) => [...s].length;
