import { describe, expect, it } from 'vitest';
import { type OwnProfile, ownProfileUpdate } from './own-profile.ts';
import type { NormalisedExaminee } from './validators/examinee.ts';

const blank: OwnProfile = {
  name: null,
  idCardNo: null,
  sexCode: null,
  age: null,
  marryStateCode: null,
  folkId: null,
  height: null,
  weight: null,
};

const booked: NormalisedExaminee = {
  callName: '李明',
  idCardNo: '110101199003074514',
  boCellPhoneNo: '13900001111',
  sexCode: 'male',
  age: 36,
  marryStateCode: 'married',
  folkId: 0,
  height: 175,
  weight: 70,
  sexFromId: true,
  ageFromId: true,
};

describe('ownProfileUpdate', () => {
  it('fills an empty profile with what 本人 was booked with (sex and age follow the ID number)', () => {
    expect(ownProfileUpdate(blank, booked)).toEqual({
      name: '李明',
      idCardNo: '110101199003074514',
      marryStateCode: 'married',
      folkId: 0,
      height: 175,
      weight: 70,
    });
  });

  it('changes nothing when the profile already says it', () => {
    const same: OwnProfile = { ...booked, name: '李明' };
    expect(ownProfileUpdate(same, booked)).toBeNull();
  });

  it('keeps the ID number on file when none was typed, and height and weight left out', () => {
    const profile: OwnProfile = {
      ...blank,
      name: '李明',
      idCardNo: booked.idCardNo,
      height: 180,
      weight: 80,
    };
    const notTyped = {
      ...booked,
      idCardNo: null,
      height: null,
      weight: null,
      marryStateCode: 'unmarried' as const,
    };
    expect(ownProfileUpdate(profile, notTyped)).toEqual({ marryStateCode: 'unmarried', folkId: 0 });
  });

  it('sends sex and age only for a person without any ID number', () => {
    const noId = { ...booked, idCardNo: null, sexFromId: false, ageFromId: false };
    expect(ownProfileUpdate({ ...blank, name: '李明' }, noId)).toMatchObject({ sexCode: 'male', age: 36 });
    expect(ownProfileUpdate({ ...blank, idCardNo: booked.idCardNo }, noId)).not.toHaveProperty('sexCode');
  });
});
