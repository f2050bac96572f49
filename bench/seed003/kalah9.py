#
# kalah9.py : カラハ (MTD(f)法)
#
#             Copyright (C) 2007-2022 Makoto Hiroi
#
# Seed 003's プログラムリスト4 as printed, with three changes for the benchmark, marked
# "bench:": a TT hit is counted (count_hit) where the key is found, the final stores are
# printed, and play() takes its depths from the command line (python3 kalah9.py D1 D2).
#
import sys
from board import *

# ネガアルファ法 + 置換表
def negamax(turn, depth, board, alpha, beta):
    if board.check_gameover() or depth == 0:
        v = board.value_func()
        if turn == SECOND_KALAH: v = -v
        return v, []
    # 置換表
    key = (depth, turn) + tuple(board.board)
    if key in table:
        count_hit()  # bench: 置換表にヒットした回数
        lower, upper, m = table[key]
        if lower >= beta: return lower, m
        if upper <= alpha or upper == lower: return upper, m
        alpha = max(alpha, lower)
        beta = min(beta, upper)
    else:
        lower = MIN_VALUE
        upper = MAX_VALUE
    #
    value = MIN_VALUE
    move = []
    for pos in range(turn - 6, turn):
        if board[pos] == 0: continue
        b = board.copy()
        # 石を動かす
        result = b.move_stone(turn, pos)
        m = []
        if result == KALAH:
            # 手番は同じまま
            v, m = negamax(turn, depth, b, max(alpha, value), beta)
        else:
            # 後手番
            v, _ = negamax((turn + 7) % 14, depth - 1, b, -beta, -max(alpha, value))
            v = -v
        # ネガマックス法 : 大きな値を選ぶ
        if value < v:
            value = v
            move = [pos] + m
        # ネガアルファ法
        if value >= beta: break
    # 置換表の更新
    if value <= alpha:
        table[key] = (lower, value, move)
    elif value >= beta:
        table[key] = (value, upper, move)
    else:
        table[key] = (value, value, move)
    return value, move

# MTD(f) 法
def mtdf(turn, depth, board, f):
    global table
    lower = MIN_VALUE
    upper = MAX_VALUE
    bound = f
    table = {}
    while True:
        v, m = negamax(turn, depth, board, bound - 1, bound)
        if v < bound:
            upper = v   # (lower, v)
        else:
            lower = v   # (v, upper)
        if lower == v:
            bound = v + 1
        else:
            bound = v
        if lower >= upper: return v, m


# 実行
def play(first_depth, second_depth):
    init_count()
    board = Board([6,6,6,6,6,6,0,6,6,6,6,6,6,0])    # 初期状態
    turn = FIRST_KALAH
    value_first = 0
    value_second = 0
    while True:
        if turn == FIRST_KALAH:
            value_first, move = mtdf(turn, first_depth, board, value_first)
        else:
            value_second, move = mtdf(turn, second_depth, board, value_second)
        # 表示
        for x in move:
            #print('move', x)
            board.move_stone(turn, x)
            #board.print_board()
            #print()
        if board.check_gameover():
            print('Game Over')
            board.print_board()
            print_count()
            print('stores', board[FIRST_KALAH], board[SECOND_KALAH])  # bench
            return
        if turn == FIRST_KALAH:
            turn = SECOND_KALAH
        else:
            turn = FIRST_KALAH

# bench: python3 kalah9.py D1 D2 (the first and the second player's depths)
if __name__ == '__main__':
    play(int(sys.argv[1]), int(sys.argv[2]))
