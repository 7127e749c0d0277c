import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  NativeSelect,
  toast,
} from "@shopdesk/design-system";
import { ApiError } from "../../api/client";
import {
  alertDeliveries,
  alertRuleInfo,
  alertRules,
  type AlertDelivery,
  type AlertRule,
  type AlertSettings,
  type AlertThresholds,
} from "../../api/alerts/types";
import { useAlertSettings, useAlertThresholds } from "../../api/alerts/use-alerts";
import { useSaveAlertSettings, useSaveAlertThresholds } from "../../api/alerts/use-alert-writes";
import { LoadError } from "../../shared/lists/list-parts";
import { Page } from "../../shell/page";

const deliveryLabels: Record<AlertDelivery, string> = {
  off: "Off",
  inbox: "Inbox only",
  immediate: "Inbox and an email at once",
  digest: "Inbox and the daily digest",
};

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** `/alerts/settings`: how this person hears each rule, where their email goes, and the shop's thresholds. */
export function AlertSettingsScreen() {
  const { settings, error, reload } = useAlertSettings();
  const { thresholds, error: thresholdsError, reload: reloadThresholds } = useAlertThresholds();
  return (
    <Page
      title="Alert settings"
      description="How you hear of each rule, and when your daily digest comes."
      actions={
        <Button variant="outline" asChild>
          <Link to="/alerts">Back to alerts</Link>
        </Button>
      }
    >
      <div className="flex flex-col gap-6">
        {error && !settings ? (
          <LoadError title="Could not load your alert settings" error={error} onRetry={() => void reload()} />
        ) : settings ? (
          <PersonSettingsForm settings={settings} />
        ) : (
          <p aria-busy="true">Loading your settings…</p>
        )}
        {thresholdsError && !thresholds ? (
          <LoadError
            title="Could not load the thresholds"
            error={thresholdsError}
            onRetry={() => void reloadThresholds()}
          />
        ) : (
          thresholds && <ThresholdsForm thresholds={thresholds} />
        )}
      </div>
    </Page>
  );
}

/** The server's 400: per field, its message (`Rules.wo-late`, `DigestHour`). */
const fieldErrorsOf = (error: unknown) => (error instanceof ApiError ? (error.fields ?? {}) : {});

function PersonSettingsForm({ settings }: { settings: AlertSettings }) {
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [email, setEmail] = useState(settings.Email ?? "");
  const [timeZone, setTimeZone] = useState(settings.TimeZone);
  const [digestHour, setDigestHour] = useState(settings.DigestHour);
  const [rules, setRules] = useState(settings.Rules);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { trigger, isMutating } = useSaveAlertSettings();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await trigger({ Email: email, TimeZone: timeZone, DigestHour: digestHour, Rules: rules });
      toast({ title: "Alert settings saved", variant: "success" });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast({ title: "Could not save your alert settings", description: (error as Error).message, variant: "error" });
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} aria-labelledby="alert-person-settings" noValidate>
      <Card>
        <CardHeader>
          <CardTitle id="alert-person-settings">Your alerts</CardTitle>
          <CardDescription>
            {settings.EmailEnabled
              ? "Email goes to the address below; the digest comes once a day at the hour you choose."
              : "This server sends no email (SMTP_URL is not set): every alert still reaches your inbox, and your email choices are kept for when it does."}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Email address" error={errors.Email} hint="Your sign-in's, unless you give another.">
              <Input
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </FormField>
            <FormField
              label="Time zone"
              error={errors.TimeZone}
              hint={timeZone === browserZone ? "This browser's." : `This browser is in ${browserZone}.`}
            >
              <Input value={timeZone} onChange={(event) => setTimeZone(event.target.value)} />
            </FormField>
            <FormField label="Daily digest at" error={errors.DigestHour}>
              <NativeSelect value={digestHour} onChange={(event) => setDigestHour(Number(event.target.value))}>
                {hours.map((hour) => (
                  <option key={hour} value={hour}>
                    {hourLabel(hour)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 font-medium">How you hear each rule</legend>
            {alertRules.map((rule) => (
              <FormField
                key={rule}
                label={alertRuleInfo[rule].label}
                hint={alertRuleInfo[rule].description}
                error={errors[`Rules.${rule}`]}
                className="sm:grid sm:grid-cols-[1fr_18rem] sm:items-start sm:gap-x-4"
              >
                <NativeSelect
                  value={rules[rule]}
                  onChange={(event) => setRules({ ...rules, [rule]: event.target.value as AlertDelivery })}
                >
                  {alertDeliveries.map((delivery) => (
                    <option key={delivery} value={delivery}>
                      {deliveryLabels[delivery]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            ))}
          </fieldset>
          <div>
            <Button type="submit" disabled={isMutating}>
              Save your alert settings
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}

const rulesWithThresholds = alertRules.filter((rule) => alertRuleInfo[rule].threshold !== null);

function ThresholdsForm({ thresholds }: { thresholds: AlertThresholds }) {
  const [values, setValues] = useState(() =>
    Object.fromEntries(
      rulesWithThresholds.map((rule) => [rule, String(thresholds[rule] ?? alertRuleInfo[rule].threshold!.default)]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { trigger, isMutating } = useSaveAlertThresholds();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body = Object.fromEntries(rulesWithThresholds.map((rule) => [rule, Number(values[rule])])) as Partial<
      Record<AlertRule, number>
    >;
    try {
      await trigger(body);
      toast({ title: "Thresholds saved: alerts follow them now", variant: "success" });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast({ title: "Could not save the thresholds", description: (error as Error).message, variant: "error" });
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} aria-labelledby="alert-thresholds" noValidate>
      <Card>
        <CardHeader>
          <CardTitle id="alert-thresholds">The shop's thresholds</CardTitle>
          <CardDescription>One setting for everyone: a change opens and resolves alerts at once.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-3">
            {rulesWithThresholds.map((rule) => {
              const threshold = alertRuleInfo[rule].threshold!;
              return (
                <FormField
                  key={rule}
                  label={`${alertRuleInfo[rule].label} (${threshold.unit})`}
                  hint={`From ${threshold.min} to ${threshold.max}; ${threshold.default} unless set.`}
                  error={errors[rule]}
                >
                  <Input
                    inputMode="numeric"
                    value={values[rule]}
                    onChange={(event) => setValues({ ...values, [rule]: event.target.value })}
                  />
                </FormField>
              );
            })}
          </div>
          <div>
            <Button type="submit" disabled={isMutating}>
              Save thresholds
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}
