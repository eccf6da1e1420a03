import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GSTIN_CHECKSUM_MESSAGE,
  GSTIN_FORMAT_MESSAGE,
  GSTIN_PAN_MESSAGE,
  GSTIN_STATE_MESSAGE,
  gstinCheckCharacter,
  gstinParts,
  gstinProblem,
  isPan,
  isTan,
  normaliseTaxId,
} from './tax-ids';

describe('PAN and TAN', () => {
  it('takes the official shapes and the holder types a PAN may name', () => {
    expect(isPan('ABCPE1234F')).toBe(true);
    expect(isPan(' abcpe 1234f ')).toBe(true);
    // The fourth letter names the holder: X is no holder type.
    expect(isPan('ABCXE1234F')).toBe(false);
    expect(isPan('ABCPE12345')).toBe(false);
    expect(isTan('MUMA12345B')).toBe(true);
    expect(isTan('MUM123456B')).toBe(false);
  });
});

describe('GSTIN', () => {
  it('accepts real GSTINs and reads their state and PAN', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM'])
      expect(gstinProblem(gstin)).toBeUndefined();
    expect(gstinParts('27aapfu0939f1zv')).toEqual({ stateCode: '27', pan: 'AAPFU0939F' });
  });

  it('names what is wrong: shape, state code, the PAN inside, the check character', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_FORMAT_MESSAGE);
    expect(gstinProblem('27AAPFU0939F1YV')).toBe(GSTIN_FORMAT_MESSAGE);
    expect(gstinProblem('28AAPFU0939F1ZV')).toBe(GSTIN_STATE_MESSAGE);
    expect(gstinProblem('27AAPXU0939F1ZV')).toBe(GSTIN_PAN_MESSAGE);
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_CHECKSUM_MESSAGE);
  });

  it('catches every single mistyped character of a valid GSTIN', () => {
    const valid = '27AAPFU0939F1ZV';
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.constantFrom(...alphabet), (position, character) => {
        fc.pre(valid[position] !== character);
        const typed = `${valid.slice(0, position)}${character}${valid.slice(position + 1)}`;
        expect(gstinProblem(typed)).toBeDefined();
      }),
    );
  });

  it('computes the check character the GST network publishes', () => {
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
    expect(normaliseTaxId(' 29aagcb7383j1z4 ')).toBe('29AAGCB7383J1Z4');
  });
});
