/**
 * A `catch` that drops the error must say why it may. A catch clause passes when it binds the
 * error and its block uses it (handles or reports it), or when its block holds a comment that
 * says why ignoring is safe. `catch {}` with neither is refused.
 */
export const catchSaysWhy = {
  meta: {
    type: 'problem',
    docs: { description: 'Every catch handles, reports, or says why it may ignore the error.' },
    messages: {
      silent:
        'This catch drops the error without a word: use the error, or say in a comment inside the block why it may be ignored.',
    },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode;
    return {
      CatchClause(node) {
        const used =
          node.param &&
          source.getDeclaredVariables(node).some((variable) => variable.references.length > 0);
        if (used) return;
        if (source.getCommentsInside(node.body).length > 0) return;
        context.report({ node, messageId: 'silent' });
      },
    };
  },
};
