import { describe, expect, it } from 'vitest'
import { findLinks } from '@/features/message-check/find-links'

const hostsIn = (text: string) => findLinks(text).map((link) => link.url.hostname)

describe('two sentences with no space between them', () => {
  it.each([
    'Paid na po.So ok na ba yung order ko?',
    'Nandito na ako sa terminal.Sa may Jollibee ako naghihintay.',
    'Order received.In transit na daw sabi ng rider.',
    'Sige po.To follow na lang yung resibo.',
    'Nasa bahay na ako.No need to fetch me na.',
    'K ill drink.pa then what doing?',
    'Take care.Love you',
    'Dhoni have luck to win some big title.so we will win:)',
    'Ask Mr.Smith/Jones about it',
    'Howz pain.it will come down today',
  ])('are no link: %s', (text) => {
    expect(hostsIn(text)).toEqual([])
  })

  it.each([
    ['Claim your bonus at luckyspin.to now!', 'luckyspin.to'],
    ['Sumali dito: joypod.de', 'joypod.de'],
    ['Verify at Gcash.Ph today', 'gcash.ph'],
    ['Visit fb.me/juan for updates', 'fb.me'],
    ['Check bit.ly/3xYzA9', 'bit.ly'],
  ])('leave a real host alone: %s', (text, host) => {
    expect(hostsIn(text)).toEqual([host])
  })
})

describe('hosts under endings the link finder may not know', () => {
  it.each([
    ['Venmo: payment pending. Cancel here: venmo-cancel.ltd/p', 'venmo-cancel.ltd'],
    ['Your order is on hold: trivelo.zzq/Gk3s', 'trivelo.zzq'],
    ['New Players Register to get P688 bonus:jl22.tv/reward', 'jl22.tv'],
    ['Claim now g3b61jh.bid', 'g3b61jh.bid'],
  ])('are found with their path or on a known ending: %s', (text, host) => {
    expect(hostsIn(text)).toEqual([host])
  })
})
