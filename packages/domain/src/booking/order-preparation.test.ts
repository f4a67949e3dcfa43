import { describe, expect, it } from 'vitest';
import { fastingNote } from './fasting.ts';
import { PreparationNotes, preparationNotes } from './order-preparation.ts';

describe('preparationNotes', () => {
  it('gives only the general note for items that need nothing', () => {
    expect(preparationNotes([{ fastingCheck: 0, examTags: [] }])).toEqual([PreparationNotes.always]);
    expect(preparationNotes([])).toEqual([PreparationNotes.always]);
  });

  it('puts fasting first and each kind of preparation once', () => {
    const notes = preparationNotes([
      { fastingCheck: 1, examTags: ['urine'] },
      { fastingCheck: 1, examTags: ['ct'] },
      { fastingCheck: 0, examTags: ['xray', 'urine'] },
    ]);
    expect(notes).toEqual([
      PreparationNotes.fasting,
      PreparationNotes.radiation,
      PreparationNotes.urine,
      PreparationNotes.always,
    ]);
    expect(notes[0]).toBe('需空腹检查：体检前一天晚餐后禁食，空腹8小时以上，可少量饮水');
  });

  it("names the centre's fasting window in the fasting note when it has one", () => {
    const notes = preparationNotes([{ fastingCheck: 1, examTags: [] }], { start: '07:30', end: '10:30' });
    expect(notes[0]).toBe(fastingNote({ start: '07:30', end: '10:30' }));
    expect(notes[0]).toContain('空腹项目请在07:30-10:30之间检查');
  });

  it('covers every tagged kind', () => {
    const notes = preparationNotes([
      {
        fastingCheck: 0,
        examTags: ['radionuclide', 'mri', 'gynaecology', 'stool', 'abdominal', 'mammography'],
      },
    ]);
    expect(notes).toEqual([
      PreparationNotes.radionuclide,
      PreparationNotes.radiation,
      PreparationNotes.mri,
      PreparationNotes.gynaecology,
      PreparationNotes.stool,
      PreparationNotes.abdominal,
      PreparationNotes.always,
    ]);
  });
});
