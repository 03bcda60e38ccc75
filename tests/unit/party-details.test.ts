// The wizard's type-specific answers as a plan keeps them (docs/product.md#party-plans).
import { describe, expect, it } from 'vitest';
import { detailRows, detailsFromForm, formatTime, formFieldsFromDetails, templateDetails, timeFromColumn } from '@/lib/party-details';
import { EMPTY_FORM } from '@/lib/wizard-navigation';

describe('party details', () => {
  it('keeps only the chosen type’s answers, trimmed, the age as a number', () => {
    const form = { ...EMPTY_FORM, partyType: 'Birthday Party', birthdayAge: ' 7 ', selectedHoliday: 'Christmas' };
    expect(detailsFromForm(form)).toEqual({ birthdayAge: 7 });
    expect(detailsFromForm({ ...form, birthdayAge: 'seven' })).toEqual({});
    expect(detailsFromForm({ ...EMPTY_FORM, partyType: 'Wedding/Engagement', weddingType: 'Bridal Shower', partner1Name: 'Ana ', partner2Name: '' })).toEqual({
      weddingType: 'Bridal Shower',
      partner1Name: 'Ana',
    });
  });

  it('reads stored details back as the form’s strings', () => {
    expect(formFieldsFromDetails({ birthdayAge: 7 })).toMatchObject({ birthdayAge: '7', selectedHoliday: '' });
    expect(formFieldsFromDetails(null).graduateName).toBe('');
  });

  it('rows carry the wizard’s labels in the wizard’s order', () => {
    expect(detailRows('Graduation', { graduateName: 'Leo', graduationLevel: 'High School' })).toEqual([
      { field: 'graduationLevel', label: 'Graduation level', value: 'High School' },
      { field: 'graduateName', label: "Graduate's name", value: 'Leo' },
    ]);
    // Another type's leftovers are not shown.
    expect(detailRows('Housewarming', { graduateName: 'Leo' })).toEqual([]);
  });

  it('templates keep the choices and drop names', () => {
    expect(templateDetails({ weddingType: 'Bridal Shower', partner1Name: 'Ana', partner2Name: 'Ben' })).toEqual({ weddingType: 'Bridal Shower' });
    expect(templateDetails({ companyName: 'Acme', corporateEventType: 'Conference' })).toEqual({ corporateEventType: 'Conference' });
    expect(templateDetails({ birthdayAge: 40 })).toEqual({ birthdayAge: 40 });
  });

  it('times read as people say them', () => {
    expect(timeFromColumn('18:30:00')).toBe('18:30');
    expect(formatTime('18:30:00')).toBe('6:30 PM');
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime(null)).toBe('Time not set');
  });
});
