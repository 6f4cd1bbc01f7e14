import { Anchor, Card, List, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../lib/i18n';

/** One step: done, or the way to do it (a page to go to, or an action on this screen). */
export type FirstStep = { label: string; done: boolean } & ({ to: string } | { onClick: () => void });

/**
 * A new person's short checklist on their dashboard (docs/product.md#screens-and-routes): each step ticked once done,
 * else a link to it; gone once every step is done.
 */
export function FirstSteps({ title, steps }: { title: string; steps: FirstStep[] }) {
  if (steps.every((step) => step.done)) return null;
  const left = steps.filter((step) => !step.done).length;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('common.stepsLeft', { count: left })}
      </Text>
      <List spacing="xs" listStyleType="none">
        {steps.map((step) => (
          <List.Item
            key={step.label}
            icon={
              <ThemeIcon
                size={22}
                radius="xl"
                color={step.done ? 'green' : 'gray'}
                variant={step.done ? 'filled' : 'light'}
                aria-hidden
              >
                {step.done ? '✓' : '•'}
              </ThemeIcon>
            }
          >
            {step.done ? (
              <Text size="sm">
                {step.label}{' '}
                <Text span c="dimmed" size="sm">
                  {t('common.stepDone')}
                </Text>
              </Text>
            ) : 'to' in step ? (
              <Anchor component={Link} to={step.to} size="sm" fw={600}>
                {step.label}
              </Anchor>
            ) : (
              <Anchor component="button" type="button" onClick={step.onClick} size="sm" fw={600}>
                {step.label}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
