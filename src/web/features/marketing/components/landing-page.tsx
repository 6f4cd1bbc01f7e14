import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './landing-page.module.css';

const benefits = [
  { title: 'Join Campaigns', text: 'Pick campaigns from creators and brands that fit your style.' },
  { title: 'Create Clips', text: 'Cut short videos from their content and post them as YouTube Shorts.' },
  { title: 'Earn Rewards', text: 'Get paid for every 1,000 views your approved clips bring in.' },
];

// Marketing figures are fixed text, not live data (docs/product.md#screens-and-routes): the landing page reads no API.
const figures = [
  { value: '500+', label: 'Active Campaigns' },
  { value: '10K+', label: 'Content Creators' },
  { value: '$50K+', label: 'Paid Out' },
];

/** / : what ClipMandi is, why join, and the way in. */
export function LandingPage() {
  return (
    <div className={classes.page}>
      <Stack gap="xl">
        <Stack align="center" gap="sm" py="xl">
          <h1 className={classes.title}>Welcome to ClipMandi</h1>
          <Text size="lg" c="dimmed" ta="center" maw={640}>
            The marketplace where creators fund clip campaigns and clippers earn per 1,000 views of the short clips
            they make.
          </Text>
        </Stack>

        <div className={classes.row}>
          {benefits.map((benefit) => (
            <div key={benefit.title} className={classes.card}>
              <h3 className={classes.title}>{benefit.title}</h3>
              <Text c="dimmed" mt="xs">
                {benefit.text}
              </Text>
            </div>
          ))}
        </div>

        <div className={classes.row}>
          {figures.map((figure) => (
            <Stack key={figure.label} align="center" gap={0}>
              <Text fz={36} fw={700} c="orange">
                {figure.value}
              </Text>
              <Text c="dimmed">{figure.label}</Text>
            </Stack>
          ))}
        </div>

        <Stack align="center" gap="md" py="xl">
          <h2 className={classes.title}>Ready to Start?</h2>
          <Group>
            <Button component={Link} to="/signup" size="md">
              Get Started
            </Button>
            <Button component={Link} to="/login" size="md" variant="default">
              Sign In
            </Button>
          </Group>
        </Stack>
      </Stack>
    </div>
  );
}
