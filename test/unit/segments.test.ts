import { describe, expect, it } from 'vitest';
import { segmentInfo } from '../../shared/messages/segments';

describe('segmentInfo', () => {
  it('fits 160 GSM-7 characters in one segment and splits 161 into two of 153', () => {
    expect(segmentInfo('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(segmentInfo('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(segmentInfo('a'.repeat(306))).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(segmentInfo('a'.repeat(307))).toMatchObject({ encoding: 'GSM-7', segments: 3 });
  });

  it('counts extension characters as two septets', () => {
    expect(segmentInfo('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', segments: 1, units: 160 });
    expect(segmentInfo('€'.repeat(81))).toMatchObject({ encoding: 'GSM-7', segments: 2 });
  });

  it('never splits an extension character across two segments', () => {
    // 152 plain characters then a two-septet character: it does not fit in the first 153 and moves to the next.
    const text = `${'a'.repeat(152)}€${'a'.repeat(10)}`;
    expect(segmentInfo(text)).toMatchObject({ encoding: 'GSM-7', segments: 2, units: 164 });
  });

  it('uses UCS-2 for text outside the GSM alphabet, 70 then 67 per segment', () => {
    expect(segmentInfo('ñ'.repeat(70))).toMatchObject({ encoding: 'GSM-7' });
    expect(segmentInfo('ā'.repeat(70))).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(segmentInfo('ā'.repeat(71))).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(segmentInfo('ā'.repeat(134))).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(segmentInfo('ā'.repeat(135))).toMatchObject({ encoding: 'UCS-2', segments: 3 });
  });

  it('counts an emoji as two UCS-2 code units', () => {
    expect(segmentInfo('😀'.repeat(35))).toMatchObject({ encoding: 'UCS-2', segments: 1, units: 70 });
    expect(segmentInfo('😀'.repeat(36))).toMatchObject({ encoding: 'UCS-2', segments: 2 });
  });
});
