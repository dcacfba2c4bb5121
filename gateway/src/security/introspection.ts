import type { ASTVisitor, ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Like graphql's NoSchemaIntrospectionCustomRule, built on yoga's copy of graphql. */
function noIntrospection(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value !== '__schema' && node.name.value !== '__type') return;
      context.reportError(
        createGraphQLError(`GraphQL introspection is not allowed here (${node.name.value}).`, {
          nodes: [node],
          extensions: { code: 'FORBIDDEN', messageKey: 'MESSAGE.ACCESS_DENIED' },
        }),
      );
    },
  };
}

/** Refuses introspection queries (for production, where the schema need not be public). */
export function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospection);
    },
  };
}
