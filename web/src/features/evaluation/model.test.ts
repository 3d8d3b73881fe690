import { describe, expect, it } from 'vitest';
import { formatScore, toBody, totalOf, weightProblem, type QuestionValues } from './model';

const q = (question: string, weight: string): QuestionValues => ({ id: null, question, weight });

describe('definition weights', () => {
  it('needs a total of exactly 100 and names the problem as 001 §5 does', () => {
    expect(weightProblem([q('Benefit', '60'), q('Cost', '40')])).toBeNull();
    expect(weightProblem([q('Benefit', '60'), q('Cost', '50')])).toBe('max');
    expect(weightProblem([q('Benefit', '100'), q('Cost', '0')])).toBe('min');
    expect(weightProblem([q('Be', '60'), q('Cost', '40')])).toBe('questionEmpty');
    expect(weightProblem([])).toBe('min');
    expect(totalOf([q('Benefit', '60'), q('Cost', 'x')])).toBe(60);
  });

  it('sends numbers, STAR5 over 100', () => {
    const body = toBody(
      { id: null, title: ' T1 ', explanation: 'Why', evalFlowType: 'EVAL_PRE', items: [q(' Benefit ', '100')] },
      'SUGGESTION',
    );
    expect(body).toMatchObject({
      title: 'T1',
      evalType: 'STAR5',
      evalOver: 100,
      evalItemDefinitionList: [{ question: 'Benefit', weight: 100 }],
    });
  });

  it('shows no score as a dash', () => {
    expect(formatScore(-1)).toBe('–');
    expect(formatScore(69.5)).toBe('69.5');
  });
});
