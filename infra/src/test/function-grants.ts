import type { Template } from 'aws-cdk-lib/assertions';

// CloudFormation properties are untyped JSON.
type Resources = Record<string, { Type: string; Properties: any }>;

/** One function of a synthesized template: its name, its environment and the statements its role's policies allow. */
export interface FunctionGrant {
  name: string;
  variables: Record<string, unknown>;
  statements: { Action: string | string[]; Resource: unknown }[];
}

/** Every named function of the templates, with its environment and the actions and resources its role's policies allow. */
export function functionGrants(...templates: Template[]): FunctionGrant[] {
  return templates.flatMap((template) => {
    const resources = template.toJSON().Resources as Resources;
    const policies = Object.values(resources).filter((r) => r.Type === 'AWS::IAM::Policy');
    return Object.values(resources)
      .filter((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.FunctionName)
      .map((fn) => {
        const role = fn.Properties.Role['Fn::GetAtt'][0] as string;
        const statements = policies
          .filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
          .flatMap((p) => p.Properties.PolicyDocument.Statement as FunctionGrant['statements']);
        return { name: fn.Properties.FunctionName as string, variables: (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>, statements };
      });
  });
}
