import { describe, expect, it } from 'vitest';
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
    expect(notes[0]).toMatch(/^检查前需空腹8小时/);
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
