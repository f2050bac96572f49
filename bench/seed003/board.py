#
# board.py : Kalah(6, 6) board for kalah9.py (seed 003)
#
# Seed 003 (M. Hiroi, "Algorithms with Python", 置換表と MTD(f) 法) imports this module
# (`from board import *`) but does not print it. This is a reconstruction from what the
# listings use (Board, copy, [], move_stone, check_gameover, value_func, print_board,
# FIRST_KALAH, SECOND_KALAH, KALAH, GAMEOVER, MIN_VALUE, MAX_VALUE, init_count,
# print_count) and the rules of ../../../shared/design/CONVENTIONS.md §5, written as plain
# Python 3 in the listings' style. The counters: an evaluation at every value_func call,
# a TT hit whenever a key is found (count_hit, called by kalah9.py).
#

FIRST_KALAH = 6
SECOND_KALAH = 13

# move_stone results
NORMAL = 0
KALAH = 1
GAMEOVER = 2

STONE = 72
MAX_VALUE = 100
MIN_VALUE = -100

eval_count = 0
hit_count = 0


def init_count():
    global eval_count, hit_count
    eval_count = 0
    hit_count = 0


def count_hit():
    global hit_count
    hit_count += 1


def print_count():
    print('evals', eval_count)
    print('tt_hits', hit_count)


class Board:
    def __init__(self, board):
        self.board = board[:]

    def __getitem__(self, x):
        return self.board[x]

    def copy(self):
        return Board(self.board)

    # 石を動かす: sow, capture, end of game, extra turn (in that order)
    def move_stone(self, turn, pos):
        board = self.board
        num = board[pos]
        board[pos] = 0
        skip = SECOND_KALAH if turn == FIRST_KALAH else FIRST_KALAH
        while num > 0:
            pos += 1
            if pos == 14: pos = 0
            if pos == skip: continue
            board[pos] += 1
            num -= 1
        # 石を取る
        if turn - 6 <= pos < turn and board[pos] == 1 and board[12 - pos] > 0:
            board[turn] += board[12 - pos] + 1
            board[12 - pos] = 0
            board[pos] = 0
        if self.check_gameover(): return GAMEOVER
        if pos == turn: return KALAH
        return NORMAL

    # 終了判定: a row empty (the first player's checked first) sweeps the other row into
    # its owner's store; a store holding more than half of all seeds ends the game
    def check_gameover(self):
        board = self.board
        if sum(board[0:6]) == 0:
            board[SECOND_KALAH] += sum(board[7:13])
            for x in range(7, 13): board[x] = 0
            return True
        if sum(board[7:13]) == 0:
            board[FIRST_KALAH] += sum(board[0:6])
            for x in range(0, 6): board[x] = 0
            return True
        return board[FIRST_KALAH] > STONE // 2 or board[SECOND_KALAH] > STONE // 2

    # 評価関数 (先手から見た値)
    def value_func(self):
        global eval_count
        eval_count += 1
        board = self.board
        if board[FIRST_KALAH] > STONE // 2: return 99
        if board[SECOND_KALAH] > STONE // 2: return -99
        return board[FIRST_KALAH] - board[SECOND_KALAH]

    def print_board(self):
        print('   ', ' '.join('%2d' % x for x in reversed(self.board[7:13])))
        print('%2d' % self.board[SECOND_KALAH], ' ' * 19, '%2d' % self.board[FIRST_KALAH])
        print('   ', ' '.join('%2d' % x for x in self.board[0:6]))
