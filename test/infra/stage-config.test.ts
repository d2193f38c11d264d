import { describe, expect, it } from 'vitest';
import { defaultBedrockModel } from '../../lib/stage-config.ts';

describe('the default Bedrock model', () => {
  it("is Nova Lite through the inference profile of the Region's geography", () => {
    expect(defaultBedrockModel('eu-west-1')).toBe('eu.amazon.nova-lite-v1:0');
    expect(defaultBedrockModel('us-east-1')).toBe('us.amazon.nova-lite-v1:0');
    expect(defaultBedrockModel('ap-southeast-2')).toBe('apac.amazon.nova-lite-v1:0');
  });

  it('is the foundation model itself where no profile geography applies', () => {
    expect(defaultBedrockModel('af-south-1')).toBe('amazon.nova-lite-v1:0');
  });
});
