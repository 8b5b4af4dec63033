import { randomInt } from "node:crypto";

const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
export const ID_LENGTH = 8;
export const idPattern = /^[a-z0-9]{8}$/;

/** An 8-character id from a cryptographic RNG (36^8 ≈ 2.8e12 values). */
export function newId(): string {
  let id = "";
  for (let i = 0; i < ID_LENGTH; i++) id += alphabet[randomInt(alphabet.length)];
  return id;
}
