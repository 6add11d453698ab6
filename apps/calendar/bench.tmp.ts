import { normalizeIcalTask } from './src/domain/normalize-events.js'
const rules = ['FREQ=YEARLY;BYYEARDAY=100;BYMONTH=1','FREQ=DAILY;BYWEEKNO=53;BYMONTH=6','FREQ=HOURLY;INTERVAL=2;BYHOUR=1','FREQ=MINUTELY;INTERVAL=120;BYHOUR=1']
const ev = (r: string, i: number) => `BEGIN:VEVENT\r\nUID:a${i}\r\nDTSTART:19700101T000000Z\r\nRRULE:${r}\r\nEND:VEVENT\r\n`
const file = (n: number) => `BEGIN:VCALENDAR\r\n${Array.from({length:n},(_, i)=>ev(rules[i%4]!, i)).join('')}END:VCALENDAR\r\n`
const cpu = (text: string) => { let best = Infinity; for (let i = 0; i < 5; i++) { const c0 = process.cpuUsage(); normalizeIcalTask({ text, calendarId: 'x' }); const c = process.cpuUsage(c0); best = Math.min(best, (c.user + c.system) / 1000) } return best }
for (const n of [1, 20, 150, 320, 400, 2900]) { const t = file(n); console.log(n, 'rules', t.length, 'chars', cpu(t).toFixed(1), 'ms cpu (best of 5)') }
