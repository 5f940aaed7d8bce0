import { describe, expect, it } from 'vitest';
import { productCommentField, productGradeField, reviewRequestOf } from './review-form.ts';

const somsa = '0190a3c1-0000-7000-8000-000000000001';
const plov = '0190a3c1-0000-7000-8000-000000000002';

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe('reviewRequestOf', () => {
  it('reads the order grade, the trimmed comment and the graded products with their comments', () => {
    expect(
      reviewRequestOf(
        form([
          ['intent', 'review'],
          ['grade', '4'],
          ['comment', '  Tasty  '],
          [productGradeField(somsa), '5'],
          [productCommentField(somsa), ' crispy '],
          [productCommentField(plov), 'no stars, not sent'],
          [productGradeField(plov), ''],
        ]),
      ),
    ).toEqual({ grade: 4, comment: 'Tasty', products: [{ productId: somsa, grade: 5, comment: 'crispy' }] });
  });

  it('needs the order grade between 1 and 5, and drops product grades that are not one', () => {
    expect(reviewRequestOf(form([['comment', 'x']]))).toBeNull();
    expect(reviewRequestOf(form([['grade', '0']]))).toBeNull();
    expect(reviewRequestOf(form([['grade', '6']]))).toBeNull();
    expect(reviewRequestOf(form([['grade', '4.5']]))).toBeNull();
    expect(
      reviewRequestOf(
        form([
          ['grade', '3'],
          [productGradeField(somsa), '9'],
          [productGradeField('not-a-uuid'), '5'],
          [productGradeField(plov), '2'],
        ]),
      ),
    ).toEqual({ grade: 3, comment: null, products: [{ productId: plov, grade: 2, comment: null }] });
  });
});
